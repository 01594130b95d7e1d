import type { StaticPageKey } from '@gavel/contract';

/** The eight static pages of one language: title and HTML (h2, h3, p, ul, li, a, strong). */
export type StaticPageSet = Record<StaticPageKey, { title: string; content: string }>;
