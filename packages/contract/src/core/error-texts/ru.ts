import type { ErrorTexts, TErrorParams } from '../error-codes';

const rules = new Intl.PluralRules('ru');
/** A Russian count with its noun in the accusative: 1 минуту, 2 минуты, 5 минут. */
const counted = (count: number, one: string, few: string, many: string) => {
  const rule = rules.select(count);
  return `${count} ${rule === 'one' ? one : rule === 'few' ? few : many}`;
};
const minutes = (count = 1) => counted(count, 'минуту', 'минуты', 'минут');
const seconds = (count = 1) => counted(count, 'секунду', 'секунды', 'секунд');
/** A wait as people say it: seconds under a minute, else whole minutes. */
const wait = (p: TErrorParams) =>
  p.seconds !== undefined && p.seconds < 60
    ? seconds(p.seconds)
    : minutes(p.minutes ?? Math.ceil((p.seconds ?? 60) / 60));
const hours = (count = 0) => counted(count, 'час', 'часа', 'часов');
const days = (count = 30) => counted(count, 'день', 'дня', 'дней');
/** The field a refusal is about, after its sentence: "… (schedule.1.end)". */
const at = (field?: string) => (field ? ` (${field})` : '');

/** Russian: the site's texts for each code, and the server's messages to requests in Russian. */
export const RU_ERROR_TEXTS: ErrorTexts = {
  BAD_REQUEST: 'Запрос некорректен. Проверьте данные и попробуйте ещё раз.',
  INVALID_JSON: 'Тело запроса не является корректным JSON',
  CONTROL_CHARACTERS: 'Текстовые поля не могут содержать управляющие символы',
  TEXT_NOT_WELL_FORMED: 'Текстовые поля должны содержать корректный текст (передан повреждённый символ)',
  WEBHOOK_SIGNATURE_INVALID: 'Подпись webhook отсутствует или неверна',
  WEBHOOK_VERIFY_REFUSED: 'Проверка webhook отклонена',
  BODY_TOO_LARGE: 'Тело запроса слишком большое',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый тип содержимого: отправьте application/json',
  NOT_FOUND: 'Не найдено',
  TENANT_TOKEN_MISSING: 'Нет идентификатора клиники. Перезагрузите страницу.',
  TENANT_TOKEN_UNKNOWN: 'Неизвестный идентификатор клиники. Перезагрузите страницу.',
  TENANT_NOT_FOUND: 'Клиника или её настройки не найдены',
  SESSION_MISSING: 'Вы не вошли в систему. Пожалуйста, сначала войдите.',
  SESSION_INVALID: 'Сеанс истёк. Пожалуйста, войдите снова.',
  NOT_YOUR_APPOINTMENT: 'Вы можете просматривать только свои записи',
  LOOPBACK_ONLY: 'Демонстрационные сообщения доступны только на этом компьютере',
  PHONE_INVALID: 'Введите правильный номер телефона',
  REGISTRATION_INVALID: 'Проверьте имя, возраст, пол и электронную почту.',
  REGISTRATION_REQUIRED: 'Пациент не найден. Пожалуйста, завершите регистрацию.',
  OTP_INVALID: 'Неверный код подтверждения',
  OTP_EXPIRED: 'Срок действия кода истёк. Запросите новый код.',
  OTP_LOCKED: 'Слишком много неверных попыток. Запросите новый код.',
  OTP_SEND_LIMIT: (p) => `Запрошено слишком много кодов. Попробуйте снова через ${minutes(p.minutes)}.`,
  OTP_VERIFY_LIMIT: (p) => `Слишком много попыток. Попробуйте снова через ${minutes(p.minutes)}.`,
  OTP_SEND_FAILED: 'Не удалось отправить код',
  TREATMENT_NOT_FOUND: 'Услуга не найдена',
  DOCTOR_NOT_FOUND: 'Врач не найден.',
  CLINIC_NOT_FOUND: 'Клиника не найдена.',
  BRANCH_UNKNOWN: (p) => `Такого филиала нет.${at(p.field)}`,
  TREATMENT_UNKNOWN: 'Такой услуги нет.',
  TREATMENT_NOT_AT_BRANCH: 'Эта услуга не предоставляется в этом филиале',
  TIME_NOT_ON_STEP: 'Время должно быть кратно 5 минутам (например, 09:05)',
  TIME_OUT_OF_DAY: 'Время должно быть в промежутке с 06:30 до 24:00',
  START_AT_DAY_END: 'Время начала должно быть раньше 24:00',
  END_BEFORE_START: (p) => `Время окончания должно быть позже времени начала${at(p.field)}`,
  TIME_SKIPPED_BY_CLOCK: 'Этого времени в тот день нет (перевод часов). Выберите другое время.',
  TIME_PASSED: 'Это время уже прошло. Выберите другое время.',
  OUTSIDE_BOOKING_WINDOW: (p) => `Записаться можно начиная с сегодняшнего дня и на ${days(p.count ?? 30)} вперёд`,
  NOTICE_TOO_SHORT: (p) => `Записываться нужно не позднее чем за ${minutes(p.minutes)} до приёма`,
  IDEMPOTENCY_KEY_INVALID: 'Ключ запроса (Idempotency-Key) некорректен',
  IDEMPOTENCY_KEY_REUSED: 'Этот ключ запроса (Idempotency-Key) уже использован для другой записи',
  SLOT_TAKEN: 'Это время уже занято. Выберите другое время.',
  PATIENT_BUSY: 'У вас уже есть запись на это время. Выберите другое время.',
  TIME_HELD: 'Это время удерживается для пациента из листа ожидания. Выберите другое время.',
  DOCTOR_BUSY: 'Врач этого визита в это время занят. Выберите другое время или другого врача.',
  DOCTOR_CHANGE_NEEDED: (p) =>
    `Ваш врач в это время занят. ${p.doctor ? `Свободен врач ${p.doctor}` : 'Свободен другой врач'}: перенесите визит к нему или выберите другое время.`,
  OVERBOOK_NEEDS_DOCTOR: 'Чтобы записать сверх расписания, выберите врача, к которому добавляется визит.',
  DOCTOR_NOT_AT_BRANCH: 'Этот врач не работает в этом филиале или не проводит эту процедуру.',
  TOO_MANY_UPCOMING: (p) =>
    `У вас уже есть предстоящие записи в этой клинике (${p.count}). Отмените одну из них, прежде чем записываться снова.`,
  VISIT_AWAITING_PAYMENT:
    'Этот визит удерживается до онлайн-оплаты, которая ещё не сделана. Сначала примите оплату, затем отметьте визит.',
  TOO_MANY_UNPAID: (p) =>
    `У вас есть записи, ожидающие оплаты (${p.count}). Оплатите одну из них или дождитесь её освобождения, прежде чем записываться снова.`,
  WAITLIST_LIMIT: (p) =>
    `У вас уже ${p.count} записей в листе ожидания этой клиники. Отмените одну, прежде чем добавить новую.`,
  APPOINTMENT_NOT_FOUND: 'Запись не найдена',
  APPOINTMENT_CANCELLED: 'Эта запись уже отменена',
  APPOINTMENT_NOT_ACTIVE: 'Эта запись больше не действует',
  APPOINTMENT_STARTED: 'Этот приём уже начался или прошёл',
  APPOINTMENT_PAID: 'Оплаченную запись нельзя изменить',
  CANCEL_REFUSED: 'Эту запись уже нельзя отменить',
  TOO_LATE_TO_CANCEL: (p) =>
    `Отменить запись можно не позднее чем за ${hours(p.hours)} до приёма. Пожалуйста, свяжитесь с клиникой.`,
  TOO_LATE_TO_MOVE: (p) =>
    `Перенести запись можно не позднее чем за ${hours(p.hours)} до приёма. Пожалуйста, свяжитесь с клиникой.`,
  SERIES_CONFLICT: ({ count }) =>
    `Ничего не записано: ${count ?? 'некоторые'} из дат недоступны в это время. Измените их и попробуйте снова.`,
  SERIES_NOT_FOUND: 'Такой серии визитов нет.',
  CALENDAR_FEED_LIMIT: (p) => `Этот календарь запрашивали слишком часто. Попробуйте через ${p.minutes ?? 60} мин.`,
  INSIGHTS_RANGE_INVALID: 'Выберите период, первый день которого не позже последнего, не длиннее 366 дней.',
  PAYMENT_COMPANY_UNAVAILABLE: 'Эта платёжная компания недоступна',
  CARD_PAYMENTS_UNAVAILABLE: 'Оплата картой для этой услуги недоступна',
  PAID_ON_PAYMENT_PAGE: 'Эта услуга оплачивается на странице оплаты',
  NO_PAYMENT_COMPANY: 'Для этой услуги не указана платёжная компания',
  NO_PAYMENT_PAGE: 'У этой платёжной компании нет страницы оплаты',
  PAYMENT_DETAILS_FAILED: 'Не удалось загрузить данные для оплаты',
  INVOICE_SETTING_REQUIRED: 'Нужна настройка счёта',
  CARD_DETAILS_REQUIRED: 'Нужно указать все данные карты и номер записи',
  CARD_NUMBER_INVALID: 'Неверный номер карты',
  CARD_EXPIRED: 'Срок действия карты истёк',
  CARD_EXPIRY_INVALID: 'Неверный год окончания срока действия',
  PAYMENT_DECLINED: 'Оплата не прошла. Попробуйте ещё раз.',
  PAYMENT_DECLINED_CANCELLED: 'Оплата не прошла. Ваша запись отменена.',
  ALREADY_PAID: 'Эта запись уже оплачена',
  BOOKING_EXPIRED: 'Время на оплату записи истекло. Запишитесь снова.',
  BOOKING_NOT_ACTIVE: 'Эта запись больше не действует. Запишитесь снова.',
  PAYMENT_IN_PROGRESS: 'Оплата этой записи уже выполняется',
  PAID_AFTER_BOOKING_ENDED: 'Оплата поступила после окончания брони; деньги будут возвращены.',
  NO_APPOINTMENT_FOR_PAYMENT: 'Запись не найдена. Начните запись заново.',
  APPOINTMENT_OTHER_TREATMENT: 'Эта запись на другую услугу',
  PAYMENT_FAILED: 'Не удалось провести оплату',
  PAYMENT_PROVIDER_FAILED: 'Ошибка обработки платежа',
  CONTACT_LIMIT: (p) => `Отправлено слишком много сообщений. Попробуйте снова через ${minutes(p.minutes)}.`,
  STAFF_LOGIN_FAILED: 'Неверный адрес электронной почты или пароль.',
  STAFF_LOGIN_LOCKED: (p) => `Слишком много попыток. Попробуйте снова через ${wait(p)}.`,
  STAFF_SESSION_MISSING: 'Войдите в рабочее место персонала.',
  STAFF_SESSION_INVALID: 'Ваш сеанс завершён. Войдите снова.',
  STAFF_FORBIDDEN: 'Ваша роль не позволяет это сделать.',
  PATIENT_NOT_FOUND: 'Пациент не найден.',
  PATIENT_EXISTS: 'Пациент с этим номером телефона уже есть.',
  ATTENDANCE_TOO_EARLY: 'Отметить приём можно только после его начала.',
  ATTENDANCE_DAY_OVER: 'Изменить отметку можно только в день приёма.',
  CHECK_IN_INVALID:
    'Этот код регистрации недействителен: отсканируйте карточку приёма ещё раз или найдите приём в расписании.',
  CHECK_IN_NOT_TODAY: 'Этот приём не сегодня: отметить приход можно только в день приёма.',
  BLOCK_HAS_VISITS: (p) =>
    `${p.count === 1 ? 'На это время есть запись' : `На это время есть записи (${p.count ?? 0})`}. Отмените и их или выберите другое время.`,
  BLOCK_NOT_FOUND: 'Заблокированное время не найдено.',
  BLOCK_RANGE_INVALID: 'Блокировка должна заканчиваться позже, чем начинается, в пределах 31 дня.',
  SECOND_FACTOR_INVALID: 'Неверный код. Попробуйте ещё раз.',
  SECOND_FACTOR_LOCKED: (p) => `Слишком много неверных кодов. Войдите снова через ${minutes(p.minutes)}.`,
  SECOND_FACTOR_REQUIRED: 'Ваша клиника требует двухэтапный вход. Настройте его, чтобы продолжить.',
  SECOND_FACTOR_NOT_STARTED: 'Сначала начните настройку двухэтапного входа.',
  SECOND_FACTOR_KEPT_BY_CLINIC: 'Ваша клиника требует двухэтапный вход, поэтому его нельзя отключить.',
  SECOND_FACTOR_ALREADY_ON: 'Двухэтапный вход уже включён.',
  AGENDA_STREAM_LIMIT: (p) =>
    `Расписание открыто в слишком многих вкладках (${p.count}). Закройте одну и попробуйте снова.`,
  WEBHOOK_URL_INVALID: 'Введите полный веб-адрес, начинающийся с https:// (http:// только в демо).',
  WEBHOOK_URL_PRIVATE:
    'Этот адрес ведёт в частную или локальную сеть; вебхуки отправляются только на публичные адреса.',
  WEBHOOK_NOT_FOUND: 'Такого адреса вебхука нет.',
  WEBHOOK_LIMIT: 'У клиники уже максимальное число адресов вебхуков. Сначала удалите один.',
  BRANCH_NOT_FOUND: 'Филиал не найден.',
  DOCTOR_UNKNOWN: (p) => `Такого врача нет.${at(p.field)}`,
  HOURS_OVERLAP: (p) => `Два промежутка времени в один день пересекаются.${at(p.field)}`,
  DURATION_INVALID: (p) => `Длительность должна быть от 5 до 600 минут с шагом 5 минут.${at(p.field)}`,
  TIME_ZONE_INVALID: (p) => `Выберите часовой пояс, например Asia/Jerusalem.${at(p.field)}`,
  LANGUAGE_NOT_OFFERED: (p) => `Язык по умолчанию должен быть одним из предлагаемых языков.${at(p.field)}`,
  NAME_NEEDS_MAIN_LANGUAGE: (p) =>
    `Укажите название на основном языке клиники; остальные языки необязательны.${at(p.field)}`,
  REMINDERS_INVALID: (p) =>
    `Каждое напоминание должно быть за 5 минут — 14 дней до визита, не больше 4 напоминаний, без повторов.${at(p.field)}`,
  EMERGENCY_NUMBER_INVALID: (p) => `Номер экстренной помощи должен состоять из 2–6 цифр, например 101.${at(p.field)}`,
  CURRENCY_INVALID: (p) => `Выберите валюту из списка.${at(p.field)}`,
  EMBED_ORIGIN_INVALID: (p) =>
    `Укажите каждый сайт только как источник, например https://clinic.example (без пути и без *).${at(p.field)}`,
  EMBED_ORIGIN_NOT_HTTPS: (p) =>
    `Сайты должны использовать https:// (http:// только для этого компьютера в демо-режиме).${at(p.field)}`,
  MESSAGE_NOT_FOUND: 'Сообщение не найдено.',
  PAYMENT_NOT_FOUND: 'Платёж не найден.',
  DOCUMENT_NOT_FOUND: 'Документ не найден.',
  DOCUMENT_LINK_EXPIRED: 'Срок действия ссылки на документ истёк. Новую ссылку можно получить в разделе «Мои записи».',
  PAYMENT_NOT_REFUNDABLE: 'Вернуть можно только оплаченный платёж.',
  NOTHING_TO_REFUND: 'По этому визиту возвращать больше нечего.',
  REFUND_ABOVE_LEFT: 'Это больше, чем осталось вернуть.',
  REFUND_CANCEL_NOT_ALL: 'Возврат с отменой возвращает всё, что осталось.',
  DESK_PAYMENT_ABOVE_DUE: 'Это больше, чем осталось оплатить за этот визит.',
  IMAGE_TYPE_UNSUPPORTED: 'Изображение должно быть в формате JPEG, PNG или WebP.',
  IMAGE_UNREADABLE: 'Не удалось прочитать изображение: возможно, файл повреждён.',
  IMAGE_TOO_LARGE: 'Изображение слишком большое: не более 5 МБ и 40 мегапикселей.',
  CLOSURE_RANGE_INVALID: 'Закрытие должно заканчиваться в день начала или позже, в пределах года.',
  CLOSURE_NOT_FOUND: 'Закрытие не найдено.',
  FAMILY_MEMBER_NOT_FOUND: 'Член семьи не найден. Пожалуйста, обновите страницу.',
  NOT_YOUR_FAMILY_MEMBER: 'Этого члена семьи нет в вашей учётной записи.',
  FAMILY_MEMBERS_LIMIT: (p) =>
    `В учётной записи может быть не больше ${p.count ?? 10} членов семьи. Сначала удалите одного из них.`,
  FAMILY_MEMBER_HAS_VISITS: 'У этого члена семьи есть предстоящие записи. Сначала отмените их.',
  STAFF_MEMBER_NOT_FOUND: 'Сотрудник не найден.',
  STAFF_EMAIL_TAKEN: 'Учётная запись сотрудника с этим адресом электронной почты уже существует.',
  DOCTOR_LINK_REQUIRED: (p) => `Учётная запись врача должна быть связана с одним из врачей клиники.${at(p.field)}`,
  LAST_OWNER: 'У клиники должен остаться хотя бы один владелец: сначала сделайте владельцем кого-то другого.',
  INVITATION_NOT_FOUND: 'Ссылка-приглашение недействительна. Попросите у владельца клиники новую.',
  INVITATION_EXPIRED: 'Срок действия ссылки-приглашения истёк. Попросите у владельца клиники новую.',
  INVITATION_USED: 'Эта ссылка-приглашение уже использована. Войдите с паролем, который вы выбрали.',
  TOO_MANY_REQUESTS: 'Слишком много запросов. Попробуйте позже.',
  INTERNAL_ERROR: 'Что-то пошло не так. Попробуйте ещё раз.',
  ERASURE_CODE_REQUIRED:
    'Введите код, который мы только что отправили вам в WhatsApp, чтобы подтвердить удаление (код действует 5 минут).',
  PATIENT_ERASED: 'Данные этого пациента уже удалены.',
  SERVICE_UNAVAILABLE: 'Сервис временно недоступен. Попробуйте чуть позже.',
};
