/** The desk's search from anywhere (Ctrl+K) and the agenda's keyboard shortcuts. */
export const search = {
  palette: {
    title: 'Поиск пациентов',
    label: 'Имя, телефон или номер визита',
    placeholder: 'Имя, телефон (любая часть) или номер визита',
    hint: 'Введите не меньше двух символов.',
    searching: 'Поиск…',
    none: 'Подходящих пациентов нет.',
    patients: 'Пациенты',
    newPatient: 'Новый пациент:',
    failed: 'Поиск не удался. Попробуйте ещё раз.',
  },
  card: {
    book: 'Записать на приём',
    todayVisit: 'Сегодняшний визит',
  },
  shortcuts: {
    title: 'Сочетания клавиш',
    today: 'Сегодня',
    previous: 'Предыдущий день (неделя в недельном виде)',
    next: 'Следующий день (неделя в недельном виде)',
    day: 'Вид дня',
    week: 'Вид недели',
    book: 'Новая запись',
    search: 'Поиск пациентов',
    help: 'Этот список',
    note: 'Сочетания не действуют, пока вы печатаете в поле.',
    close: 'Закрыть',
  },
};
