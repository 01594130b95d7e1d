/** The banner slider's picture proportions, per breakpoint (the slider and its reserved slot share them). */
export const bannerAspectRatio = { xs: '4 / 3', sm: '16 / 7', md: '16 / 5' } as const;
/** The arrows-and-dots row under the slides: a small IconButton (34 px) and its 8 px top margin. */
export const bannerControlsHeight = 42;
