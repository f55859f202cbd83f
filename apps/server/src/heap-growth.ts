import { setFlagsFromString } from 'node:v8';

/**
 * After each full collection V8 lets the heap grow to up to 4× what survived when collections
 * are cheap, as they are here. Under the order load ~60 MB of live objects became ~250 MB of heap
 * between collections, and the server's memory followed (issue 20: bench/RESULTS.md). A factor of
 * 1.5 keeps the heap near 1.5× what lives, at the cost of more frequent full collections (mostly
 * incremental and concurrent; the bench's CPU per order includes them). It caps nothing: a larger
 * live heap still grows as it needs.
 * Read by V8 whenever it sets the next limit, so setting it at start-up is enough.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=50');
}
