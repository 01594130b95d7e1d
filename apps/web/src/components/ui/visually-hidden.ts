/**
 * sx for text only screen readers read (a page's h1 when the visible heading is elsewhere).
 * Sizes in px strings: in sx a bare `1` is 100 % (width) and `m: -1` a theme spacing (−8 px), which
 * made the hidden heading as wide as its container, placed where it stood — a page wider than the
 * window (/search 1,590 px at 1280, /invoice 1,336 px; issue 40).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
