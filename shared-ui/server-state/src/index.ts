/**
 * Every @tanstack/react-query API the shell and the remotes use, and nothing else. Module Federation shares this
 * module (a singleton: one query client for the whole site) instead of the library, so the browser gets the
 * tree-shaken part of react-query and query-core, not useQueries, suspense, hydration and the rest (issue 12).
 *
 * TypeScript refuses an import that is not here; lint refuses importing @tanstack/react-query anywhere else.
 */
import { useQuery as useQueryAsItChanges } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

export type { QueryFunction, UseQueryResult } from '@tanstack/react-query';
export {
  focusManager,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * react-query's `useQuery`, whose answers render in a transition. The library hands a new answer to React through
 * `useSyncExternalStore`, which React renders at once and whole: a page that mounts when its data arrives blocked a
 * throttled phone in one long task. Deferred, the answer first re-renders what was on screen (a skeleton, mostly),
 * then renders in slices that let the browser answer input between them.
 */
export const useQuery = ((...args: Parameters<typeof useQueryAsItChanges>) =>
  useDeferredValue(useQueryAsItChanges(...args))) as typeof useQueryAsItChanges;
