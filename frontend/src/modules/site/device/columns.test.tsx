import { describe, expect, it } from 'vitest';
import { deviceBody, deviceColumns } from './columns';

describe('device form', () => {
  it('sends the kind on add only, with the cleaned parameters', () => {
    const body = deviceBody('crane');
    expect(body({ name: '1号塔吊', params: { reeving: 4, jibLength: null } }, 'add'))
      .toEqual({ name: '1号塔吊', kind: 'crane', params: { reeving: 4 } });
    expect(body({ name: '1号塔吊', params: {} }, 'edit')).toEqual({ name: '1号塔吊', params: {} });
  });

  it('shows the spec columns in the table, a gateway picker except for gateways and thresholds where they exist', () => {
    const table = deviceColumns('crane', true).filter((c) => c.inTable !== false).map((c) => c.key);
    expect(table).toEqual(['name', 'code', 'online', 'lastSeen', 'location', 'vendorModel', 'status']);
    expect(deviceColumns('crane', true).some((c) => c.key === 'gatewayId')).toBe(true);
    expect(deviceColumns('gateway', false).map((c) => c.key)).toContain('channelCount');
    expect(deviceColumns('gateway', false).map((c) => c.key)).not.toContain('gatewayId');
    expect(deviceColumns('camera', false).map((c) => c.key)).not.toContain('effectiveThresholds');
  });
});
