import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { auth, content, defineEndpoint, money } from '@gavel/contract';
import { callApi, uploadFile } from './api-client';
import { ApiError } from './api-error';
import { maintenanceStore } from './maintenance';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let local: Storage;

  beforeEach(() => {
    local = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: memoryStorage() });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    maintenanceStore.set(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses invalid input with the endpoint schema before any request', async () => {
    const err = await callApi(content.newsletterSubscribe, { body: { subscribe_email: 'nope' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'VALIDATION_FAILED', status: 0 });
    expect(Object.keys((err as ApiError).fields)).toEqual(['subscribe_email']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills :params and puts site_id in the query of a GET', async () => {
    fetchMock.mockResolvedValue(
      json({ status: 'success', data: { page_key: 'about', title: 'About', content: '<p>x</p>', language: 'German' } }),
    );
    const r = await callApi(content.getStaticContent, { params: { page: 'about', siteid: 1 }, query: { language: 'German' } });
    expect(r.data.title).toBe('About');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/getStaticContent/about/1?site_id=1&language=German');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('calls an endpoint loaded on demand exactly as one passed directly (schemas, decoding)', async () => {
    const lazy = () => import('@gavel/contract/content').then((m) => m.getStaticContent);
    fetchMock.mockResolvedValue(
      json({ status: 'success', data: { page_key: 'about', title: 'About', content: '<p>x</p>', language: 'German' } }),
    );
    const r = await callApi(lazy, { params: { page: 'about', siteid: 1 }, query: { language: 'German' } });
    expect(r.data.title).toBe('About');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/getStaticContent/about/1?site_id=1&language=German');
    const invalid = () => import('@gavel/contract/content').then((m) => m.newsletterSubscribe);
    const err = await callApi(invalid, { body: { subscribe_email: 'nope' } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'VALIDATION_FAILED', status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts site_id in the JSON body otherwise and sends the stored bearer token', async () => {
    local.setItem('gavel.token', 'tok-123');
    fetchMock.mockResolvedValue(json({ status: 'success', message: 'ok' }));
    await callApi({ ...content.newsletterSubscribe, formData: false }, { body: { subscribe_email: 'a@b.co' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ site_id: 1, subscribe_email: 'a@b.co' });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok-123', 'Content-Type': 'application/json' });
  });

  it('turns the error envelope into an ApiError', async () => {
    fetchMock.mockResolvedValue(
      json({ status: 'error', success: false, code: 'EMAIL_TAKEN', message: 'taken', fields: { email: 'taken' } }, 409),
    );
    const err = await callApi(content.newsletterSubscribe, { body: { subscribe_email: 'a@b.co' } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'EMAIL_TAKEN', status: 409, fields: { email: 'taken' } });
  });

  it('switches the app to maintenance on a control-hub answer', async () => {
    fetchMock.mockResolvedValue(json({ status: 'error', success: false, code: 'MAINTENANCE', message: 'down', controlHub: true }, 503));
    await expect(callApi(content.getBanners)).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(maintenanceStore.get()).toBe(true);
  });

  it('reports a network failure and an answer that breaks the contract', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('failed to fetch'));
    await expect(callApi(content.getBanners)).rejects.toMatchObject({ code: 'NETWORK' });
    fetchMock.mockResolvedValueOnce(json({ status: 'success', data: 'not a list' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(callApi(content.getBanners)).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('sends multipart form data with the files beside the text fields', async () => {
    fetchMock.mockResolvedValue(json({ status: 'success', message: 'ok' }));
    const endpoint = { ...content.newsletterSubscribe, multipart: true };
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    await callApi(endpoint, { body: { subscribe_email: 'a@b.co' }, files: { doc: file } });
    const [, init] = fetchMock.mock.calls[0]!;
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('site_id')).toBe('1');
    expect(form.get('subscribe_email')).toBe('a@b.co');
    expect(form.get('doc')).toBeInstanceOf(Blob);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('uploadFile sends the file under its field beside the checked text fields', async () => {
    fetchMock.mockResolvedValue(json({ status: 'success', message: 'ok' }));
    const endpoint = { ...content.newsletterSubscribe, multipart: true };
    const sheet = new Blob(['a,b\n1,2\n'], { type: 'text/csv' });
    await uploadFile(endpoint, 'sheet', sheet, { body: { subscribe_email: 'a@b.co' } });
    const form = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect(form.get('subscribe_email')).toBe('a@b.co');
    expect(await (form.get('sheet') as Blob).text()).toBe('a,b\n1,2\n');
    await expect(uploadFile(endpoint, 'sheet', sheet, { body: { subscribe_email: 'nope' } })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('validates the login body the same way as the server', async () => {
    await expect(callApi(auth.login, { body: { username: 'x', password: '' } })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends money in currency units and hands the answer back in cents', async () => {
    const bid = defineEndpoint({
      id: 'test.bid',
      method: 'POST',
      path: 'bid',
      summary: 'test',
      tags: [],
      access: 'public',
      body: z.object({ id: z.number(), wsprice: money }),
      response: z.object({ status: z.literal('success'), wprice: money, next_bid: money }),
    });
    fetchMock.mockResolvedValue(json({ status: 'success', wprice: 1250, next_bid: 1275.5 }));
    const r = await callApi(bid, { body: { id: 4, wsprice: 125_000 } });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ site_id: 1, id: 4, wsprice: 1250 });
    expect(r).toEqual({ status: 'success', wprice: 125_000, next_bid: 127_550 });
  });

  it('posts a formData endpoint as urlencoded form fields', async () => {
    fetchMock.mockResolvedValue(json({ status: 'success', message: 'ok' }));
    await callApi(content.newsletterSubscribe, { body: { subscribe_email: 'a@b.co' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(String(init?.body)).toBe('site_id=1&subscribe_email=a%40b.co');
  });
});
