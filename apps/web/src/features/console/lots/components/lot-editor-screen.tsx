import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { consoleListingFormats, type ConsoleLot } from '@gavel/contract';
import { Loading } from '../../../../components/ui/loading';
import { useToast } from '../../../../components/ui/toast-context';
import { useCatalogNames, useReferenceData } from '../../../../lib/catalog';
import { formatDateTime } from '../../../../lib/dates';
import { errorText } from '../../../../lib/api-error';
import { isStaffUser } from '../../../../lib/session/roles';
import { useSession } from '../../../../lib/session/session-context';
import { ConsolePage } from '../../shell/console-page';
import { consoleLinks, consolePaths } from '../../console-paths';
import { useConsoleLot, useLotMutations, useLotSellers } from '../api/lots-api';
import { bodyOf, createBodyOf, emptyForm, formOf, type LotForm } from './lot-form';
import { useLotFieldErrors } from './lot-field-errors';
import { LotStatusChip } from './lot-status-chip';
import { LotImages } from './lot-images';
import { LotActions } from './lot-actions';
import { AuditTrail } from '../../audit/components/audit-trail';
import { BuyerGroupsField } from '../../buyer-groups/components/buyer-groups-field';
import { SuggestedPrice } from './suggested-price';

const itemConditions = ['1', '3', '4', '29'] as const;

type FieldExtra = Partial<TextFieldProps> & { html?: Record<string, unknown>; start?: string; shrink?: boolean };

/** /admin/lots/new and /admin/lots/:id: the lot editor of every listing format, with its images and its life's actions. */
export function LotEditorScreen() {
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const lot = useConsoleLot(id);
  const { t } = useTranslation();
  if (id !== null && lot.isPending) return <Loading minHeight={320} />;
  if (id !== null && lot.isError) {
    return (
      <ConsolePage title={t('console.lots.editor.title')}>
        <Alert severity="error" data-testid="lot-load-error">
          {errorText(t, lot.error)}
        </Alert>
      </ConsolePage>
    );
  }
  // Keyed by the lot, so a relist (a new lot) starts a fresh form.
  return <Editor key={lot.data?.id ?? 'new'} lot={lot.data ?? null} />;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2 }} data-testid={testId}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;

function Editor({ lot }: { lot: ConsoleLot | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const staff = isStaffUser(useSession().user);
  const ref = useReferenceData();
  const names = useCatalogNames();
  const sellers = useLotSellers(staff && !lot);
  const m = useLotMutations(lot?.id ?? null);
  const [form, setForm] = useState<LotForm>(() => (lot ? formOf(lot) : emptyForm()));
  const [tab, setTab] = useState<'details' | 'lineitem'>('details');
  useEffect(() => {
    if (lot) setForm(formOf(lot));
  }, [lot]);

  const status = lot?.status ?? 'draft';
  const readOnly = status === 'sold' || status === 'closed' || status === 'withdrawn';
  const open = status === 'open';
  const format = form.listing_format;
  const isNew = !lot;
  const lineItem = format === 'lineitem';
  const saving = m.create.isPending || m.update.isPending;
  const error = m.create.error ?? m.update.error;
  const errors = useLotFieldErrors(error);
  const set = <K extends keyof LotForm>(k: K, v: LotForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  /** Props of one text field: label, value, error, test id; `html` extra attributes of the input, `start` an adornment, `shrink` the label. */
  const field = (k: keyof LotForm & string, extra: FieldExtra = {}): TextFieldProps => {
    const { html, start, shrink, ...rest } = extra;
    return {
      label: t(`console.lots.field.${k}`),
      value: form[k] as string,
      onChange: (e) => set(k, e.target.value as never),
      error: !!errors.of(k),
      helperText: errors.of(k) ?? rest.helperText,
      size: 'small',
      fullWidth: true,
      disabled: readOnly,
      ...rest,
      slotProps: {
        htmlInput: { 'data-testid': `lot-field-${k}`, ...html },
        // A locked field still explains itself: its hint keeps the readable secondary colour.
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        ...(start ? { input: { startAdornment: <InputAdornment position="start">{start}</InputAdornment> } } : {}),
        ...(shrink ? { inputLabel: { shrink: true } } : {}),
        ...(rest.select ? { select: { SelectDisplayProps: { 'data-testid': `lot-select-${k}` } as object } } : {}),
      },
    } as TextFieldProps;
  };
  const toggle = (k: 'make_offer' | 'soft_close' | 'buyer_ships' | 'terms_required') => (
    <FormControlLabel
      control={<Switch checked={form[k]} onChange={(e) => set(k, e.target.checked)} disabled={readOnly} slotProps={{ input: { 'data-testid': `lot-field-${k}` } as object }} />}
      label={t(`console.lots.field.${k}`)}
    />
  );

  const money = (k: keyof LotForm & string, extra: FieldExtra = {}) => field(k, { html: { inputMode: 'decimal' }, start: form.currency, ...extra });
  const lockedAfterBids = open && (lot?.bid_count ?? 0) > 0;

  const save = (asDraft: boolean) => {
    if (isNew) {
      m.create.mutate(createBodyOf(form, asDraft || lineItem), {
        onSuccess: (newId) => {
          toast.success(t(asDraft || lineItem ? 'console.lots.toast.draftSaved' : 'console.lots.toast.published'));
          void navigate(consoleLinks.lot(newId), { replace: true });
        },
      });
    } else {
      m.update.mutate(bodyOf(form), { onSuccess: () => toast.success(t('console.lots.toast.saved')) });
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save(false);
  };

  return (
    <ConsolePage
      title={isNew ? t('console.lots.editor.newTitle') : t('console.lots.editor.editTitle', { id: lot.id })}
      testId="console-lot-editor"
      actions={
        <Button component={RouterLink} to={consolePaths.lots} variant="text">
          {t('console.lots.editor.back')}
        </Button>
      }
    >
      {lot && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'grid', gap: 1.5 }} data-testid="lot-state">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <LotStatusChip status={lot.status} />
            <Typography variant="body2">
              {t('console.lots.editor.stateLine', { bids: lot.bid_count, views: lot.view_count, start: formatDateTime(lot.date_added), close: formatDateTime(lot.date_closed) })}
            </Typography>
            {(lot.status === 'open' || lot.status === 'sold' || lot.status === 'closed') && (
              <Button component={RouterLink} to={`/product/view/${lot.id}`} size="small" data-testid="lot-view-public">
                {t('console.lots.editor.viewPublic')}
              </Button>
            )}
            <Button component={RouterLink} to={consoleLinks.lotBids(lot.id)} size="small" data-testid="lot-bid-log-link">
              {t('console.lots.editor.bidLog')}
            </Button>
            {!lineItem && (
              <Button component={RouterLink} to={consoleLinks.lotManifest(lot.id)} size="small" data-testid="lot-manifest-lines-link">
                {t('console.lots.editor.manifest')}
              </Button>
            )}
          </Box>
          {lot.relisted_from_id && (
            <Typography variant="body2" color="text.secondary">
              {t('console.lots.editor.relistedFrom')} <RouterLink to={consoleLinks.lot(lot.relisted_from_id)}>#{lot.relisted_from_id}</RouterLink>
            </Typography>
          )}
          <LotActions lot={lot} staff={staff} mutations={m} />
        </Paper>
      )}
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('console.lots.editor.readOnly')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} aria-label={t('console.lots.editor.formLabel')}>
        {errors.summary() && (
          <Alert severity="error" data-testid="lot-error">
            {errors.summary()}
          </Alert>
        )}
        <Section title={t('console.lots.section.listing')}>
          <Box sx={grid}>
            <TextField
              {...field('listing_format', { select: true, disabled: readOnly || open, helperText: open ? t('console.lots.hint.formatLocked') : undefined })}
            >
              {consoleListingFormats.map((f) => (
                <MenuItem key={f} value={f}>
                  {t(`console.lots.format.${f}`)}
                </MenuItem>
              ))}
            </TextField>
            {staff && isNew && (
              <TextField {...field('seller_id', { select: true, helperText: t('console.lots.hint.seller') })}>
                <MenuItem value="">{t('console.lots.sellerMe')}</MenuItem>
                {(sellers.data ?? []).map((s) => (
                  <MenuItem key={s.id} value={String(s.id)}>
                    {s.name} ({s.email})
                  </MenuItem>
                ))}
              </TextField>
            )}
            {lot?.seller && <TextField size="small" label={t('console.lots.field.seller_id')} value={lot.seller.name} disabled />}
          </Box>
          <Tabs value={tab} onChange={(_e, v: 'details' | 'lineitem') => setTab(v)} aria-label={t('console.lots.section.listing')}>
            <Tab value="details" label={t('console.lots.tab.details')} />
            {lineItem && <Tab value="lineitem" label={t('console.lots.tab.lineitem')} data-testid="lot-tab-lineitem" />}
          </Tabs>
          {tab === 'lineitem' && lineItem ? (
            <Box sx={{ display: 'grid', gap: 1 }} data-testid="lot-lineitem">
              <Typography>{lot ? t('console.lots.lineitem.count', { count: lot.sub_lot_count }) : t('console.lots.lineitem.saveFirst')}</Typography>
              {lot && (
                <Button component={RouterLink} to={consoleLinks.lotManifest(lot.id)} variant="outlined" sx={{ justifySelf: 'start' }} data-testid="lot-manifest-link">
                  {t('console.lots.lineitem.import')}
                </Button>
              )}
            </Box>
          ) : (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TextField {...field('title', { required: true })} />
              <Box sx={grid}>
                <TextField {...field('manufacturer')} />
                <TextField {...field('model_number')} />
                <TextField {...field('finish')} />
                <TextField {...field('qty', { type: 'number', html: { min: 1 } })} />
                <TextField {...field('category_id', { select: true })}>
                  <MenuItem value="">{t('console.lots.none.option')}</MenuItem>
                  {(ref.data?.categories ?? []).map((c) => (
                    <MenuItem key={c.id} value={String(c.id)}>
                      {names.categoryName(c)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField {...field('condition_id', { select: true })}>
                  <MenuItem value="">{t('console.lots.none.option')}</MenuItem>
                  {(ref.data?.conditions ?? []).map((c) => (
                    <MenuItem key={c.id} value={String(c.id)}>
                      {names.conditionName(c)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField {...field('item_condition', { select: true })}>
                  {itemConditions.map((c) => (
                    <MenuItem key={c} value={c}>
                      {t(`console.lots.itemCondition.${c}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
              <TextField {...field('description', { multiline: true, minRows: 3, helperText: t('console.lots.hint.html') })} />
            </Box>
          )}
        </Section>

        <Section title={t('console.lots.section.location')}>
          <Box sx={grid}>
            <TextField {...field('city')} />
            <TextField {...field('state')} />
            <TextField {...field('country')} />
          </Box>
        </Section>

        <Section title={t('console.lots.section.prices')} testId="lot-prices">
          {lockedAfterBids && <Alert severity="info">{t('console.lots.hint.pricesLocked')}</Alert>}
          {!readOnly && !lockedAfterBids && !lineItem && (
            <SuggestedPrice
              categoryId={form.category_id}
              conditionId={form.condition_id}
              model={form.model_number}
              qty={form.qty}
              currency={form.currency}
              disabled={readOnly}
              onUse={(cents) => set(format === 'buynow' || format === 'pricelock' ? 'buy_now_price' : 'starting_price', (cents / 100).toFixed(2))}
            />
          )}
          <Box sx={grid}>
            <TextField {...field('currency', { select: true, disabled: readOnly || open })}>
              {[...new Set(['USD', ...(ref.data?.currencies ?? []).map((c) => c.country_exactcode).filter((c) => /^[A-Z]{3}$/.test(c))])].map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...money(format === 'buynow' || format === 'pricelock' ? 'buy_now_price' : 'starting_price', { required: true, disabled: readOnly || lockedAfterBids, label: t(format === 'buynow' || format === 'pricelock' ? 'console.lots.field.fixed_price' : 'console.lots.field.starting_price') })} />
            {format !== 'buynow' && format !== 'pricelock' && <TextField {...money('reserve_price', { disabled: readOnly || lockedAfterBids })} />}
            {format === 'live' && <TextField {...money('buy_now_price')} />}
            {format === 'sealed' ? (
              <TextField {...money('blind_increment', { disabled: readOnly || lockedAfterBids, helperText: t('console.lots.hint.blind') })} />
            ) : (
              format !== 'buynow' && format !== 'pricelock' && <TextField {...money('increment_override', { disabled: readOnly || lockedAfterBids, helperText: t('console.lots.hint.increment') })} />
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {toggle('make_offer')}
            {format !== 'buynow' && format !== 'pricelock' && toggle('soft_close')}
          </Box>
        </Section>

        <Section title={t('console.lots.section.shipping')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {toggle('buyer_ships')}
            {!form.buyer_ships && <TextField {...money('shipping_fee', { helperText: t('console.lots.hint.shipping'), fullWidth: false })} />}
          </Box>
        </Section>

        <Section title={t('console.lots.section.dates')}>
          <Box sx={grid}>
            <TextField
              {...field('date_added', { type: 'datetime-local', disabled: readOnly || open, helperText: t('console.lots.hint.start'), shrink: true })}
            />
            <TextField
              {...field('date_closed', { type: 'datetime-local', required: true, disabled: readOnly || open, helperText: open ? t('console.lots.hint.closeLocked') : undefined, shrink: true })}
            />
          </Box>
        </Section>

        <Section title={t('console.lots.section.terms')}>
          <TextField {...field('terms_html', { multiline: true, minRows: 3, helperText: t('console.lots.hint.html') })} />
          {toggle('terms_required')}
          <BuyerGroupsField value={form.buyer_group_ids} onChange={(ids) => set('buyer_group_ids', ids)} disabled={readOnly} />
          <TextField {...field('auction_details', { multiline: true, minRows: 3, helperText: t('console.lots.hint.html') })} />
          <TextField {...field('auction_notes', { multiline: true, minRows: 2, helperText: t('console.lots.hint.html') })} />
        </Section>

        {lot && <LotImages lot={lot} readOnly={status === 'sold' || status === 'closed'} mutations={m} />}

        {!readOnly && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', zIndex: 1 }}>
            {isNew && (
              <Button variant="outlined" disabled={saving} onClick={() => save(true)} data-testid="lot-save-draft">
                {t('console.lots.action.saveDraft')}
              </Button>
            )}
            {(!isNew || !lineItem) && (
              <Button type="submit" variant="contained" disabled={saving} data-testid="lot-save">
                {isNew ? t('console.lots.action.createPublish') : t('console.lots.action.save')}
              </Button>
            )}
          </Box>
        )}
      </Box>
      {lot && staff && <AuditTrail lotId={lot.id} />}
    </ConsolePage>
  );
}
