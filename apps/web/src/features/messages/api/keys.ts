/** Query keys of the messages feature; everything under `messages` refetches on a new message. */
export const messageKeys = {
  all: ['messages'] as const,
  list: (archive: 0 | 1) => ['messages', 'list', archive] as const,
  projects: (sellerid: number, archive: 0 | 1) => ['messages', 'projects', sellerid, archive] as const,
  thread: (sellerid: number, projectid: number) => ['messages', 'thread', sellerid, projectid] as const,
};
