import type { waitlist as en } from '../en/waitlist';

export const waitlist: typeof en = {
  heading: 'Лист ожидания',
  intro:
    'Пациенты, которые ждут, когда освободится время, по очереди. Когда время освобождается, первому подходящему его предлагают в WhatsApp; вы можете и сами записать их.',
  failed: 'Не удалось загрузить лист ожидания.',
  empty: 'Никто не ждёт.',
  columns: {
    patient: 'Пациент',
    treatment: 'Услуга',
    doctor: 'Врач',
    branch: 'Филиал',
    days: 'Желаемые дни',
    since: 'Ждёт с',
    status: 'Состояние',
    actions: 'Действия',
  },
  range: 'с {{from}} по {{to}}',
  waiting: 'Ждёт',
  anyDoctor: 'Любой врач',
  offered: 'Предложено освободившееся время: {{date}} в',
  heldUntil: 'держится до {{when}}',
  book: 'Записать: {{name}}',
  markServed: '{{name}}: обслужен(а)',
  remove: 'Убрать: {{name}}…',
  served: '{{name}}: обслужен(а) и убран(а) из листа ожидания.',
  removed: '{{name}}: убран(а) из листа ожидания.',
  removeTitle: 'Убрать {{name}} из листа ожидания',
  removeIntro:
    'Пациенту больше не будут предлагать освободившееся время на «{{treatment}}». Удержанное для него время освободится.',
  reason: 'Причина',
  confirmRemove: 'Убрать из листа ожидания',
  keep: 'Оставить в листе',
};
