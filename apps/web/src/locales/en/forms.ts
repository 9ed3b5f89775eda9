// Texts of the shared form parts (phone with country code, code boxes, registration) used by login and booking.
export const forms = {
  phone: {
    label: 'Phone number',
    countryLabel: 'Country code',
    placeholder: 'Phone number',
    countries: { IL: 'Israel', IN: 'India', US: 'United States', GB: 'United Kingdom', AE: 'United Arab Emirates' },
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
