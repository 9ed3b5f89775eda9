import { describe, expect, it } from 'vitest';
import { LANGS } from '@clinic/contract/site/languages';
import { intentOf, replyText, visitText, wallWords } from './message-texts';
import { otpText } from '../../lib/whatsapp/whatsapp-provider';

const visit = {
  clinic: 'C',
  branch: 'B',
  address: null,
  treatment: 'T',
  doctor: 'D',
  date: 'DATE',
  time: '10:30',
  link: 'https://x.example/c/my_appointments',
};

describe('WhatsApp texts in every language', () => {
  it('writes the date in the language, the time with Western digits on a 24-hour clock', () => {
    const start = new Date('2027-03-26T07:30:00Z');
    expect(wallWords(start, 'Asia/Jerusalem', 'ru')).toEqual({ date: 'пятница, 26 марта 2027 г.', time: '10:30' });
    expect(wallWords(start, 'Asia/Jerusalem', 'ar')).toEqual({ date: 'الجمعة، 26 مارس 2027', time: '10:30' });
  });

  it("links a booking's receipt, paid online, before My appointments; no other message does", () => {
    const receipt = 'https://x.example/api/documents/1/7/pdf?expires=1&signature=ab';
    expect(
      visitText('booked', { ...visit, receipt }, 'he')
        .split('\n')
        .slice(-2),
    ).toEqual([`קבלה: ${receipt}`, `התורים שלי: ${visit.link}`]);
    expect(visitText('booked', { ...visit, receipt }, 'en')).toContain(`Receipt: ${receipt}\nMy appointments:`);
    expect(visitText('moved', { ...visit, receipt }, 'en')).not.toContain('Receipt');
    expect(visitText('booked', visit, 'en')).not.toContain('Receipt');
  });

  it('says what, with whom, when and where, and how to answer, in Arabic and Russian', () => {
    expect(visitText('reminder', visit, 'ar').split('\n')).toEqual([
      'C: تذكير بموعدك.',
      'T مع D',
      'DATE الساعة 10:30',
      'B',
      'أرسل "تأكيد" لتأكيد الموعد أو "إلغاء" لإلغائه.',
      `مواعيدي: ${visit.link}`,
    ]);
    expect(visitText('booked', visit, 'ru').split('\n')).toEqual([
      'C: ваш приём записан.',
      'T, врач: D',
      'DATE в 10:30',
      'B',
      'Ответьте ПОДТВЕРДИТЬ, чтобы подтвердить, или ОТМЕНИТЬ, чтобы отменить.',
      `Мои записи: ${visit.link}`,
    ]);
  });

  it('understands the confirm and cancel words of every language', () => {
    expect(['تأكيد', 'نعم', 'Подтвердить', 'да!', 'אישור', 'confirm'].map(intentOf)).toEqual(Array(6).fill('confirm'));
    expect(['إلغاء', 'الغاء', 'Отменить', 'отмена.', 'ביטול', 'CANCEL'].map(intentOf)).toEqual(Array(6).fill('cancel'));
    expect(intentOf('مرحبا')).toBeUndefined();
  });

  it('has every reply and the code message in each language, none in English but English', () => {
    for (const lang of LANGS) {
      const texts = [
        replyText('confirmed', lang),
        replyText('not_understood', lang),
        replyText({ refused: 'TOO_LATE_TO_CANCEL', params: { hours: 24 } }, lang),
        otpText('123456', lang),
      ];
      for (const text of texts) {
        expect(text).toMatch(/\S/);
        if (lang !== 'en') expect(text, `${lang}: ${text}`).not.toMatch(/[A-Za-z]{4,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
      }
    }
    expect(otpText('123456', 'ru')).toContain('123456');
  });
});
