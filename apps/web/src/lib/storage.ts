/** The local-storage keys of spec section 3; one module owns them. */
export const STORAGE_KEYS = {
  customerId: 'customer_id',
  isLoggedIn: 'isLoggedIn',
  userPhone: 'userPhone',
  authToken: 'authToken',
  loginTime: 'loginTime',
  customerData: 'customerData',
  language: 'language',
  currentUser: 'current_user',
  tempCustomerId: 'temp_customer_id',
} as const;

const LOGIN_KEYS = [
  STORAGE_KEYS.customerId,
  STORAGE_KEYS.isLoggedIn,
  STORAGE_KEYS.userPhone,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.loginTime,
  STORAGE_KEYS.customerData,
  STORAGE_KEYS.tempCustomerId,
];

// Same-tab writes do not fire 'storage'; this event tells this tab's subscribers.
const LOCAL_EVENT = 'clinic-storage';

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(values: Record<string, string | null>) {
  // The server drawing a page's first screen has no storage: the browser writes it when it draws the page.
  if (typeof window === 'undefined') return;
  try {
    for (const [key, value] of Object.entries(values)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  } catch {
    // Private mode or full storage: the session simply does not persist.
  }
  window.dispatchEvent(new Event(LOCAL_EVENT));
}

export function subscribeStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

export type LoginState = { isLoggedIn: boolean; customerId: string | null; phone: string | null; token: string | null };

export function readLogin(): LoginState {
  const isLoggedIn = readStorage(STORAGE_KEYS.isLoggedIn) === 'true' && !!readStorage(STORAGE_KEYS.customerId);
  return {
    isLoggedIn,
    customerId: isLoggedIn ? readStorage(STORAGE_KEYS.customerId) : null,
    phone: isLoggedIn ? readStorage(STORAGE_KEYS.userPhone) : null,
    token: isLoggedIn ? readStorage(STORAGE_KEYS.authToken) : null,
  };
}

export function storeLogin(login: { customerId: string; phone: string; token: string; customerData?: unknown }) {
  writeStorage({
    [STORAGE_KEYS.isLoggedIn]: 'true',
    [STORAGE_KEYS.customerId]: login.customerId,
    [STORAGE_KEYS.userPhone]: login.phone,
    [STORAGE_KEYS.authToken]: login.token,
    [STORAGE_KEYS.loginTime]: String(Date.now()),
    [STORAGE_KEYS.customerData]: login.customerData === undefined ? null : JSON.stringify(login.customerData),
    [STORAGE_KEYS.tempCustomerId]: null,
  });
}

export function clearLogin() {
  writeStorage(Object.fromEntries(LOGIN_KEYS.map((k) => [k, null])));
}
