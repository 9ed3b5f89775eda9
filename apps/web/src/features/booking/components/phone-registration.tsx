import { Suspense } from 'react';
import type { RegistrationValues } from '../../../components/registration-modal';
import type { usePhoneCode } from '../../../lib/identity/use-phone-code';
import { useTemplate } from '../../../lib/tenant/get-template';
import { RegistrationModal } from './later-steps';

/** A new phone's registration, asked for when the code step finds no account for it. */
export function PhoneRegistration(props: {
  phoneCode: ReturnType<typeof usePhoneCode>;
  phone: string;
  onSubmit: (values: RegistrationValues) => void;
}) {
  const { phoneCode } = props;
  const country = useTemplate().data?.user_template.country;
  if (!phoneCode.registering) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationModal
        isOpen
        onClose={phoneCode.closeRegistration}
        phone={props.phone}
        onSubmit={props.onSubmit}
        pending={phoneCode.sending}
        refusal={phoneCode.refusal}
        country={country}
      />
    </Suspense>
  );
}
