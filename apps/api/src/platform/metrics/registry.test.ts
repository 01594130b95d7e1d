import { describe, expect, it } from 'vitest';
import { createMetricsRegistry } from './registry.js';

describe('metrics registry (Prometheus text format)', () => {
  it('renders counters per label set, with escaped label values', async () => {
    const m = createMetricsRegistry();
    const c = m.counter('bids_total', 'Bids by outcome.');
    c.inc({ outcome: 'accepted' });
    c.inc({ outcome: 'accepted' });
    c.inc({ outcome: 'refused', code: 'BID_"LOW"' }, 3);
    const text = await m.render();
    expect(text).toContain('# TYPE bids_total counter');
    expect(text).toContain('bids_total{outcome="accepted"} 2');
    expect(text).toContain('bids_total{code="BID_\\"LOW\\"",outcome="refused"} 3');
  });

  it('renders cumulative histogram buckets, sum and count', async () => {
    const m = createMetricsRegistry();
    const h = m.histogram('latency_seconds', 'Latency.', [0.1, 0.5, 1]);
    h.observe({ route: '/a' }, 0.05);
    h.observe({ route: '/a' }, 0.3);
    h.observe({ route: '/a' }, 2);
    const text = await m.render();
    expect(text).toContain('latency_seconds_bucket{le="0.1",route="/a"} 1');
    expect(text).toContain('latency_seconds_bucket{le="0.5",route="/a"} 2');
    expect(text).toContain('latency_seconds_bucket{le="1",route="/a"} 2');
    expect(text).toContain('latency_seconds_bucket{le="+Inf",route="/a"} 3');
    expect(text).toContain('latency_seconds_sum{route="/a"} 2.35');
    expect(text).toContain('latency_seconds_count{route="/a"} 3');
  });

  it('reads gauges at scrape time and survives a failing reader', async () => {
    const m = createMetricsRegistry();
    let n = 1;
    m.gauge('sockets', 'Connected sockets.', () => [{ value: n }]);
    m.gauge('broken', 'Fails.', () => {
      throw new Error('x');
    });
    n = 7;
    const text = await m.render();
    expect(text).toContain('sockets 7');
    expect(text).toContain('# TYPE broken gauge');
  });
});
