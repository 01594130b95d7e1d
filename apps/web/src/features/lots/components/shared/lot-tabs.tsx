import { useDeferredValue, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface LotTab {
  key: string;
  label: string;
  content: ReactNode;
}

/** The lot page's tabs (description, condition, FAQ, ...); scrollable on narrow screens. */
export function LotTabs({ tabs, label }: { tabs: LotTab[]; label: string }) {
  const [current, setCurrent] = useState(tabs[0]?.key ?? '');
  const active = tabs.find((tab) => tab.key === current) ?? tabs[0];
  // The tabs join the page one commit after the rest (React renders them right after, in a
  // transition): MUI's Tabs measure themselves as they mount, which in the page's first commit
  // forced a layout of the whole new page (≈ 100 ms on a slow phone, bench/web/main-thread.ts);
  // one commit later the page is laid out already and only the tabs are measured. The slot keeps
  // the tab row's height, so nothing under it moves.
  const mounted = useDeferredValue(true, false);
  if (!mounted) return <Box sx={{ minHeight: 49 }} />;
  return (
    <Box data-testid="lot-tabs">
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={active?.key ?? false}
          onChange={(_, v: string) => setCurrent(v)}
          aria-label={label}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`lot-tab-${tab.key}`}
              aria-controls={`lot-tabpanel-${tab.key}`}
              data-testid={`lot-tab-${tab.key}`}
            />
          ))}
        </Tabs>
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
