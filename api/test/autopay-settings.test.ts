import { createHash } from 'node:crypto';
import { AUTOPAY_DEFAULT_AGREEMENT, AUTOPAY_NOTICE_DAYS_DEFAULT } from 'shared/server';
import { agreementVersion, autopaySettings } from '../src/services/config/autopay-settings';
import { defaultSystemConfiguration } from '../src/services/config/system-config-defaults';

const sha12 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12);

describe('autopaySettings (docs/product/configuration-and-mail.md#autopay)', () => {
  it("gives a new portal the portal's own agreement, its version and the default notice", () => {
    const settings = autopaySettings(defaultSystemConfiguration('http://erp.test'));
    expect(settings).toEqual({ agreement: AUTOPAY_DEFAULT_AGREEMENT, version: sha12(AUTOPAY_DEFAULT_AGREEMENT), noticeDays: AUTOPAY_NOTICE_DAYS_DEFAULT });
    expect(settings.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('takes the same defaults for a configuration stored before AutoPay, or with a blank agreement', () => {
    const defaults = autopaySettings(defaultSystemConfiguration('http://erp.test'));
    expect(autopaySettings({})).toEqual(defaults);
    expect(autopaySettings({ AutopayAgreement: ' \n ', AutopayNoticeDays: 3 })).toEqual(defaults);
  });

  it("uses the configuration's agreement: another text is another version", () => {
    const custom = autopaySettings({ AutopayAgreement: 'Summit charges your saved method on each due date.', AutopayNoticeDays: 7 });
    expect(custom).toEqual({ agreement: 'Summit charges your saved method on each due date.', version: sha12('Summit charges your saved method on each due date.'), noticeDays: 7 });
    expect(custom.version).not.toBe(agreementVersion(AUTOPAY_DEFAULT_AGREEMENT));
    expect(autopaySettings({ AutopayAgreement: 'Summit charges your saved method on each due date!' }).version).not.toBe(custom.version);
    expect(autopaySettings({ AutopayAgreement: 'Summit charges your saved method on each due date.' }).version).toBe(custom.version);
  });

  it('never answers a notice outside 1 to 14 days, whatever is stored', () => {
    expect(autopaySettings({ AutopayNoticeDays: 1 }).noticeDays).toBe(1);
    expect(autopaySettings({ AutopayNoticeDays: 14 }).noticeDays).toBe(14);
    for (const days of [0, 15, 2.5, Number.NaN]) expect(autopaySettings({ AutopayNoticeDays: days }).noticeDays).toBe(AUTOPAY_NOTICE_DAYS_DEFAULT);
  });
});
