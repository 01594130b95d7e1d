import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** True at 992 px and wider, where the full header shows (spec 1 §9). */
export const useDesktop = () => useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
