/** The desk's search from anywhere (Ctrl+K) and the agenda's keyboard shortcuts. */
export const search = {
  palette: {
    title: 'Search patients',
    label: 'Name, phone or visit number',
    placeholder: 'Name, phone (any part) or visit number',
    hint: 'Type two characters or more.',
    searching: 'Searching…',
    none: 'No patient matches.',
    patients: 'Patients',
    newPatient: 'New patient:',
    failed: 'The search failed. Try again.',
  },
  card: {
    book: 'Book a visit',
    todayVisit: "Today's visit",
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    today: 'Today',
    previous: 'Previous day (week in the week view)',
    next: 'Next day (week in the week view)',
    day: 'Day view',
    week: 'Week view',
    book: 'New booking',
    search: 'Search patients',
    help: 'This list',
    note: 'Shortcuts do nothing while you type in a field.',
    close: 'Close',
  },
};
