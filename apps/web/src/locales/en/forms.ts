// Texts of the shared form parts (phone with country code, code boxes, registration) used by login and booking.
export const forms = {
  phone: {
    label: 'Phone number',
    countryLabel: 'Country code',
    placeholder: 'Phone number',
    invalid: 'This is not a phone number of {{country}}. Check it, or choose the country of your number.',
  },
  codeLimit: {
    help: 'You can still reach the clinic by phone or WhatsApp:',
    call: 'Call',
    whatsapp: 'Write on WhatsApp',
  },
  otp: {
    label: 'Verification code',
    digit: 'Digit {{index}} of {{count}}',
  },
  registration: {
    title: 'Complete Your Registration',
    intro: 'This number is new to us. Tell us a little about yourself and we will send your code.',
    phone: 'Phone',
    name: 'Full name',
    age: 'Age',
    gender: 'Gender',
    genders: { male: 'Male', female: 'Female', other: 'Other' },
    email: 'Email',
    optional: '(optional)',
    submit: 'Register and send code',
    cancel: 'Cancel',
    sending: 'Sending…',
    errors: {
      nameRequired: 'Name is required',
      ageRequired: 'Age is required',
      ageInvalid: 'Please enter a valid age (1-120)',
      genderRequired: 'Gender is required',
      emailInvalid: 'Please enter a valid email address',
    },
  },
};
