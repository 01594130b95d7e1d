import Paper from '@mui/material/Paper';
import { HtmlContent } from '../../../components/ui/html-content';
import { withoutLeadingTitle } from './without-leading-title';

/** The page's HTML under its h1; a first heading that repeats the title is dropped. */
export function StaticPageContent({ html, title }: { html: string; title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <HtmlContent html={withoutLeadingTitle(html, title)} testId="static-content" />
    </Paper>
  );
}
