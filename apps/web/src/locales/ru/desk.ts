/** The front desk's quick tools: check-in by the visit card's QR code, the search's button. */
export const desk = {
  /** The header's button that opens the search from anywhere (Ctrl+K). */
  searchButton: 'Поиск',
  checkIn: {
    label: 'Отметить приход',
    hint: 'Отсканируйте карточку приёма пациента или введите шестизначный код регистрации под QR-кодом (например, K7M-4PX), затем Enter.',
    submit: 'Отметить',
    camera: 'Сканировать камерой',
    arrived: '{{name}}: пациент пришёл.',
    cameraTitle: 'Сканирование QR-кода карточки приёма',
    cameraHint: 'Поднесите QR-код к камере.',
    cameraLoading: 'Камера включается…',
    cameraFailed: 'Не удалось включить камеру. Используйте поле «Отметить приход».',
    close: 'Закрыть',
  },
};
