import { describe, expect, it } from 'vitest';
import { deliveryFailureText, failureReason } from './failure-reason';

describe('failureReason', () => {
  it('reads the code of a failed delivery status', () => {
    expect(failureReason(deliveryFailureText(131026, 'Message undeliverable'))).toBe('not_on_whatsapp');
    expect(failureReason(deliveryFailureText(131050, 'User stopped marketing messages'))).toBe('patient_blocked');
    expect(failureReason(deliveryFailureText(131056, 'Pair rate limit hit'))).toBe('too_many');
    expect(failureReason(deliveryFailureText(132001, 'Template does not exist'))).toBe('account_setup');
    expect(failureReason(deliveryFailureText(131047, 'Re-engagement message'))).toBe('account_setup');
    expect(failureReason(deliveryFailureText(131000, 'Something went wrong'))).toBe('whatsapp_down');
    expect(failureReason(deliveryFailureText(999999, 'New'))).toBe('unknown');
    expect(failureReason(deliveryFailureText(undefined, undefined))).toBe('unknown');
  });

  it("reads the Cloud API's answer when the message was refused at once", () => {
    expect(failureReason('WhatsApp Cloud API answered 401')).toBe('account_setup');
    expect(failureReason('WhatsApp Cloud API answered 429')).toBe('too_many');
    expect(failureReason('WhatsApp Cloud API answered 500')).toBe('whatsapp_down');
    expect(failureReason('WhatsApp Cloud API unreachable: timeout')).toBe('whatsapp_down');
    expect(failureReason('WhatsApp Cloud API answered 400')).toBe('unknown');
    expect(failureReason(null)).toBe('unknown');
  });
});
