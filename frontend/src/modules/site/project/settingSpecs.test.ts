import { fieldsFor } from '@/shared/crud';
import { toFormValues } from '@/shared/crud/derive';
import { environmentSpec, jgwSpec, platformBody } from './settingSpecs';

describe('platform settings', () => {
  it('sends a secret only when one was typed, so the stored one stays', () => {
    const values = { platform: 'province', appId: 'a', secret: '', secretSet: true, pushEnabled: true };
    expect(platformBody(values)).toEqual({ platform: 'province', appId: 'a', pushEnabled: true });
    expect(platformBody({ ...values, secret: 's3cret' })).toEqual({ platform: 'province', appId: 'a', pushEnabled: true, secret: 's3cret' });
  });

  it('starts the secret empty and remembers whether one is stored', () => {
    const form = toFormValues(jgwSpec.fields, { platform: 'province', secretSet: true, pushEnabled: false }, 'edit');
    expect(form.secret).toBeUndefined();
    expect(form.secretSet).toBe(true);
    expect(form.clearSecret).toBe(false);
    expect(fieldsFor({ name: 'x', title: 'x', columns: jgwSpec.fields }, 'edit').map((f) => f.key)).not.toContain('secretSet');
  });
});

describe('environment thresholds', () => {
  it('offers every threshold the server stores, with its unit', () => {
    const keys = environmentSpec.fields.map((f) => f.key);
    expect(keys).toEqual([
      'pm25Limit', 'pm10Limit', 'tspLimit', 'windSpeedLimit', 'noiseDayLimit', 'noiseNightLimit', 'craneMomentWarn',
      'craneMomentAlarm', 'craneTiltLimit', 'liftLoadWarn', 'liftLoadAlarm', 'craneLoadAlarm', 'liftPersonsLimit',
      'liftWindLimit', 'liftTiltLimit', 'envWindLimit', 'sprayLinkage',
    ]);
    expect(environmentSpec.fields.find((f) => f.key === 'noiseDayLimit')?.title).toContain('dB(A)');
  });
});
