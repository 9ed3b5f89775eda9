/** The front desk's quick tools: check-in by the visit card's QR code, the search's button. */
export const desk = {
  /** The header's button that opens the search from anywhere (Ctrl+K). */
  searchButton: 'Search',
  checkIn: {
    label: 'Check in',
    hint: "Scan the patient's visit card, or type the six-letter check-in code under its QR (such as K7M-4PX), then Enter.",
    submit: 'Check in',
    camera: 'Scan with camera',
    arrived: '{{name}} has arrived.',
    cameraTitle: "Scan the visit card's QR code",
    cameraHint: 'Hold the QR code in front of the camera.',
    cameraLoading: 'Starting the camera…',
    cameraFailed: 'The camera could not be started. Use the Check in field instead.',
    close: 'Close',
  },
};
