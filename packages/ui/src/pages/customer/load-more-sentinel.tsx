import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface LoadMoreProps {
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The end of an infinite list: coming into view (IntersectionObserver, a screen ahead) loads the
 * next page; the 'Carregar mais' button does the same for keyboards and where scrolling can't.
 */
export function LoadMoreSentinel({ loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  // Observed anew after each page: a sentinel still in view (a short page) asks for the next one.
  useEffect(() => {
    const element = sentinel.current;
    if (loading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load.current();
        }
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Carregando...' : 'Carregar mais'}
      </Button>
    </div>
  );
}
