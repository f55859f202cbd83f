import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the contracts schemas) is downloaded when the
 * form is first used instead of with the screen: the login screen paints without it. Call
 * `preload` on the first sign of use (focus) so a submit rarely waits for it.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
) {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | null = null;
  const preload = () => {
    // A failed download (offline) is retried on the next use rather than remembered.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
