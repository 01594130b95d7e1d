import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import type { DrawerProps } from '@mui/material/Drawer';
import type { PopoverProps } from '@mui/material/Popover';
import type MuiMenuItem from '@mui/material/MenuItem';
import type MuiDivider from '@mui/material/Divider';

/**
 * MUI overlays (Menu, Drawer, Popover and the Modal code under them) and what only appears inside
 * them (MenuItem, Divider) loaded the first time one opens, so the shell's first page downloads none of it (docs/performance.md).
 * Same props as the MUI component; it stays mounted after its first opening, so closing
 * transitions and focus return behave exactly as before.
 */
function loadedWhenOpen<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Overlay = lazy(load);
  return function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}

/** The parts shown inside an overlay: fetched with the overlay, so opening one is one round of requests. */
const loadMenuItem = () => import('@mui/material/MenuItem');
const loadDivider = () => import('@mui/material/Divider');
const withInsides = <T,>(load: () => Promise<T>) => () => Promise.all([load(), loadMenuItem(), loadDivider()]).then(([overlay]) => overlay);

export const Menu = loadedWhenOpen<MenuProps>(withInsides(() => import('@mui/material/Menu')));
export const Drawer = loadedWhenOpen<DrawerProps & { open: boolean }>(withInsides(() => import('@mui/material/Drawer')));
/** Used only inside a Menu or Drawer above (rendered once it has loaded them): same props as MUI's. */
export const MenuItem = lazy(loadMenuItem) as unknown as typeof MuiMenuItem;
export const Divider = lazy(loadDivider) as unknown as typeof MuiDivider;
export const Popover = loadedWhenOpen<PopoverProps>(() => import('@mui/material/Popover'));
