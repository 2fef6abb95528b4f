/**
 * Every @tanstack/react-query API the shell and the remotes use, and nothing else. Module Federation shares this
 * module (a singleton: one query client for the whole site) instead of the library, so the browser gets the
 * tree-shaken part of react-query and query-core, not useQueries, suspense, hydration and the rest (issue 12).
 *
 * TypeScript refuses an import that is not here; lint refuses importing @tanstack/react-query anywhere else.
 */
export type { QueryFunction, UseQueryResult } from '@tanstack/react-query';
export {
  focusManager,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
