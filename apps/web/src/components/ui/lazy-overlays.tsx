import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import type { DrawerProps } from '@mui/material/Drawer';
import type { PopoverProps } from '@mui/material/Popover';

/**
 * MUI overlays (Menu, Drawer, Popover and the Modal code under them) loaded
 * the first time they open, so the shell's first page downloads none of it (docs/performance.md).
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

export const Menu = loadedWhenOpen<MenuProps>(() => import('@mui/material/Menu'));
export const Drawer = loadedWhenOpen<DrawerProps & { open: boolean }>(() => import('@mui/material/Drawer'));
export const Popover = loadedWhenOpen<PopoverProps>(() => import('@mui/material/Popover'));
