import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalog, content } from '@gavel/contract';
import { ApiError } from './api-error';
import { maintenanceStore } from './maintenance';
import { publicReads, readPublic } from './public-read';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('readPublic', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    maintenanceStore.set(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads the contract's paths, each a public GET whose answer holds no money", () => {
    expect(publicReads.banners).toBe(content.getBanners.url);
    expect(publicReads.langPhrases).toBe(content.getLangPhrases.url);
    for (const endpoint of [content.getBanners, content.getLangPhrases]) {
      expect(endpoint).toMatchObject({ method: 'GET', access: 'public' });
      // A money field would arrive in currency units and need the schema's decoding.
      expect(JSON.stringify(endpoint.response.toJSONSchema?.() ?? {})).not.toMatch(/money/i);
    }
  });

  it("reads the reference data by the contract's POST, the site id in the body", async () => {
    expect(publicReads.referenceData).toBe(catalog.getDefault.url);
    expect(catalog.getDefault).toMatchObject({ method: 'POST', access: 'public' });
    fetchMock.mockResolvedValue(json({ status: 'success', data: { categories: [] } }));
    await expect(readPublic(publicReads.referenceData)).resolves.toEqual({ status: 'success', data: { categories: [] } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/getDefault');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ site_id: 1 }) });
  });

  it('fills the path, adds the site id and returns the answer as sent', async () => {
    fetchMock.mockResolvedValue(json({ 'landing.heroTitle': 'Hallo' }));
    await expect(readPublic(publicReads.langPhrases, { language: 'German' })).resolves.toEqual({ 'landing.heroTitle': 'Hallo' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/getLangPhrases/German?site_id=1');
  });

  it("turns the API's error envelope into an ApiError and honours the maintenance flag", async () => {
    fetchMock.mockResolvedValue(json({ status: 'error', success: false, code: 'NOT_FOUND', message: 'Not found', controlHub: true }, 404));
    const err = await readPublic(publicReads.banners).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(maintenanceStore.get()).toBe(true);
  });

  it('reports a failed request as NETWORK and a non-JSON failure as INTERNAL', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(readPublic(publicReads.banners)).rejects.toMatchObject({ code: 'NETWORK' });
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(readPublic(publicReads.banners)).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  });
});
