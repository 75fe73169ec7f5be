import { SETTINGS, type Values } from '@/api/modules/project';
import type { FieldDef } from '@/shared/crud';
import { Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { SettingsSpec } from '../shared/SettingsForm';
import { S } from './texts';

const URL_RULE = { pattern: /^https?:\/\/\S+$/i, patternMessage: S.urlPattern, max: 255 };

/** The secret is written, never read: the field starts empty and says whether one is stored. */
function secretFields(): FieldDef[] {
  return [
    { key: 'secretSet', title: S.secret, inForm: false },
    {
      key: 'secret', title: S.secret, type: 'custom', deps: ['secretSet'], rules: { max: 200 },
      control: ({ value, onChange, deps, disabled }) => (
        <Input.Password value={value as string | undefined} onChange={(e) => onChange?.(e.target.value)} disabled={disabled}
          autoComplete="new-password" placeholder={deps.secretSet ? S.secretKeep : S.secretEmpty} />
      ),
    },
    { key: 'clearSecret', title: S.clearSecret, type: 'switch', deps: ['secretSet'], show: (v) => v.secretSet === true },
  ];
}

/** The body of a platform setting: no secret when none was typed (the stored one stays). */
export function platformBody(values: Values): Values {
  const { secret, secretSet: _ignored, ...rest } = values;
  return secret ? { ...rest, secret } : rest;
}

export const jgwSpec: SettingsSpec = {
  calls: SETTINGS.jgw,
  fields: [
    { key: 'platform', title: S.platform, type: 'dict', dictCode: 'jgw_platform' },
    { key: 'platformUrl', title: S.platformUrl, rules: URL_RULE, placeholder: 'https://' },
    { key: 'platformProjectCode', title: S.platformProjectCode, rules: { max: 64 } },
    { key: 'appId', title: S.appId, rules: { max: 100 } },
    ...secretFields(),
    { key: 'pushEnabled', title: S.pushEnabled, type: 'switch' },
  ],
  toBody: platformBody,
};

export const monitorSpec: SettingsSpec = {
  calls: SETTINGS.monitor,
  fields: [
    { key: 'platform', title: S.videoPlatform, type: 'dict', dictCode: 'video_platform' },
    { key: 'serverUrl', title: S.serverUrl, rules: URL_RULE, placeholder: 'https://' },
    { key: 'appKey', title: S.appKey, rules: { max: 100 } },
    ...secretFields(),
    { key: 'enabled', title: S.enabled, type: 'switch' },
  ],
  toBody: platformBody,
};

/** A threshold: a number within the server's range, with its unit in the title. */
function limit(key: string, title: string, min: number, max: number, precision = 1, extra: Partial<FieldDef> = {}): FieldDef {
  return { key, title, type: 'number', props: { min, max, precision, style: { width: '100%' } }, ...extra };
}

/** The pre-warning must stay below the alarm (the server says so too). */
function belowAlarm(alarmKey: string): Rule[] {
  return [({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const alarm = getFieldValue(alarmKey) as unknown;
      if (typeof value === 'number' && typeof alarm === 'number' && value >= alarm) return Promise.reject(new Error(S.warnBeforeAlarm));
      return Promise.resolve();
    },
  })];
}

export const environmentSpec: SettingsSpec = {
  calls: SETTINGS.environment,
  columns: 2,
  fields: [
    limit('pm25Limit', S.pm25, 1, 1000),
    limit('pm10Limit', S.pm10, 1, 2000),
    limit('tspLimit', S.tsp, 1, 5000),
    limit('windSpeedLimit', S.wind, 0.1, 60),
    limit('noiseDayLimit', S.noiseDay, 30, 120, 1, { tooltip: S.noiseHelp }),
    limit('noiseNightLimit', S.noiseNight, 30, 120),
    limit('craneMomentWarn', S.momentWarn, 50, 100, 1, { rules: { extra: belowAlarm('craneMomentAlarm') }, deps: ['craneMomentAlarm'] }),
    limit('craneMomentAlarm', S.momentAlarm, 50, 120),
    limit('craneTiltLimit', S.tilt, 0.01, 10, 2),
    limit('liftLoadWarn', S.liftWarn, 50, 110, 1, { rules: { extra: belowAlarm('liftLoadAlarm') }, deps: ['liftLoadAlarm'] }),
    limit('liftLoadAlarm', S.liftAlarm, 50, 125),
    limit('craneLoadAlarm', S.craneLoad, 50, 125),
    limit('liftPersonsLimit', S.liftPersons, 1, 100, 0),
    limit('liftWindLimit', S.liftWind, 0.1, 60),
    limit('liftTiltLimit', S.liftTilt, 0.01, 10, 2),
    limit('envWindLimit', S.envWind, 0.1, 60),
    { key: 'sprayLinkage', title: S.spray, type: 'switch', tooltip: S.sprayHelp },
  ],
};

const TIME_RULE = { required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, patternMessage: S.timePattern };

export const siteSettingSpec: SettingsSpec = {
  calls: SETTINGS.site,
  columns: 2,
  fields: [
    { key: 'workStart', title: S.workStart, rules: TIME_RULE, placeholder: '07:00' },
    { key: 'workEnd', title: S.workEnd, rules: TIME_RULE, placeholder: '18:00' },
    limit('certWarnDays', S.certWarnDays, 1, 365, 0, { rules: { required: true } }),
    limit('journalBackfillDays', S.journalBackfillDays, 0, 31, 0, { rules: { required: true } }),
    limit('minWorkerAge', S.minWorkerAge, 16, 60, 0, { rules: { required: true } }),
    limit('maxWorkerAge', S.maxWorkerAge, 18, 75, 0, { rules: { required: true } }),
  ],
};
