import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Menu } from '../../../components/ui/lazy-overlays';
import { ExpandMoreIcon } from '../../../components/ui/shell-icons';

/** A nav-bar button that opens a menu of links (Categories, Condition). */
export function NavMenu({ label, testId, children }: { label: string; testId: string; children: (close: () => void) => ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        endIcon={<ExpandMoreIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid={testId}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
}
