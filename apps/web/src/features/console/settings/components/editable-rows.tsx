import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { DeleteIcon } from '../../../../components/ui/icons';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';

/** The rows a settings card edits before saving them as a whole: change one row, add one, remove one. */
export function useEditableRows<Row>(initial: () => Row[]) {
  const [rows, setRows] = useState<Row[]>(initial);
  return {
    rows,
    edit: (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))),
    add: (row: Row) => setRows([...rows, row]),
    remove: (i: number) => setRows(rows.filter((__, j) => j !== i)),
  };
}

/** A cell holding one typed decimal (a percent, an amount) of an editable row. */
export function DecimalCell(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label: string;
  testId: string;
  placeholder?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TableCell sx={{ px: 0.5, py: 1, verticalAlign: 'top' }}>
      <TextField
        size="small"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        error={!!props.error}
        helperText={props.error}
        placeholder={props.placeholder}
        sx={props.sx}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': props.label, 'data-testid': props.testId } }}
      />
    </TableCell>
  );
}

/**
 * The table of a card's editable rows: the column headings, each row's cells and a button that
 * removes the row (its heading hidden but read aloud).
 */
export function EditableRowsTable<Row>(props: {
  rows: Row[];
  labelledBy: string;
  columns: ReactNode[];
  actions: string;
  rowKey: (row: Row, i: number) => string | number;
  rowTestId: (row: Row, i: number) => string;
  cells: (row: Row, i: number) => ReactNode;
  removeLabel: (row: Row, i: number) => string;
  onRemove: (i: number) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={props.sx}>
      <Table size="small" aria-labelledby={props.labelledBy}>
        <TableHead>
          <TableRow>
            {props.columns.map((c, i) => (
              <TableCell key={i} sx={{ px: 0.5 }}>
                {c}
              </TableCell>
            ))}
            <TableCell sx={{ px: 0.5 }}>
              <Box component="span" sx={visuallyHidden}>
                {props.actions}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((r, i) => (
            <TableRow key={props.rowKey(r, i)} data-testid={props.rowTestId(r, i)}>
              {props.cells(r, i)}
              <TableCell sx={{ px: 0, py: 1, verticalAlign: 'top' }}>
                <IconButton aria-label={props.removeLabel(r, i)} onClick={() => props.onRemove(i)} data-testid={`${props.rowTestId(r, i)}-remove`}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
