import { useDeferredValue, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface LotTab {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * The lot page's tabs (description, condition, FAQ, ...): a WAI-ARIA tab list of plain buttons,
 * scrollable sideways on narrow screens. Not MUI's Tabs: they measure every tab and the scroller
 * as they mount and again once laid out (a forced layout of the whole new page, ≈ 100 ms on
 * Lighthouse's phone, plus two more commits for the scroll buttons); a CSS underline needs none.
 * Arrow keys, Home and End move the focus along the tabs; Enter or Space (a click) shows one.
 */
export function LotTabs({ tabs, label }: { tabs: LotTab[]; label: string }) {
  const [current, setCurrent] = useState(tabs[0]?.key ?? '');
  const list = useRef<HTMLDivElement>(null);
  const active = tabs.find((tab) => tab.key === current) ?? tabs[0];
  // The tabs and their panel join the page one commit after the rest (React renders them right
  // after, in a transition): the page's first commit, and its styles, stay smaller. The slot
  // keeps the tab row's height, so nothing under it moves.
  const mounted = useDeferredValue(true, false);
  if (!mounted) return <Box sx={{ minHeight: 49 }} />;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % buttons.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + buttons.length) % buttons.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? buttons.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    buttons[to]!.focus();
  };

  return (
    <Box data-testid="lot-tabs">
      <Box
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          borderBottom: 1,
          borderColor: 'divider',
          '& > button': {
            flexShrink: 0,
            minHeight: 48,
            minWidth: 90,
            maxWidth: 360,
            px: 2,
            py: 1.5,
            border: 0,
            borderBottom: '2px solid transparent',
            mb: '-1px',
            bgcolor: 'transparent',
            color: 'text.secondary',
            cursor: 'pointer',
            typography: 'button',
            lineHeight: 1.25,
            '&:hover': { color: 'text.primary' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
            '&[aria-selected="true"]': { color: 'primary.main', borderBottomColor: 'primary.main' },
          },
        }}
      >
        {tabs.map((tab) => {
          const selected = tab.key === active?.key;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`lot-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={selected ? `lot-tabpanel-${tab.key}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => setCurrent(tab.key)}
              data-testid={`lot-tab-${tab.key}`}
            >
              {tab.label}
            </button>
          );
        })}
      </Box>
      {active && (
        <Box
          role="tabpanel"
          id={`lot-tabpanel-${active.key}`}
          aria-labelledby={`lot-tab-${active.key}`}
          sx={{ pt: 2 }}
          data-testid={`lot-tabpanel-${active.key}`}
        >
          {active.content}
        </Box>
      )}
    </Box>
  );
}
