import Paper from '@mui/material/Paper';
import { HtmlContent } from '../../../components/ui/html-content';

export function StaticPageContent({ html }: { html: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <HtmlContent html={html} testId="static-content" />
    </Paper>
  );
}
