/**
 * The seeded demo customer. The login dialog is pre-filled with these only when the backend
 * reports app_environment "local".
 */
export const demoCustomer = {
  name: 'Demo Customer',
  phone: '1234567890',
  phoneCode: '1',
  country: 'United States',
  email: 'customer@example.com',
  password: 'password',
} as const;
