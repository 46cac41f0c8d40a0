/**
 * The 28 states and 8 union territories of India with their GST state codes, the two digits a
 * GSTIN begins with (CBIC's list of state codes; 25 "Daman and Diu" merged into 26 in 2020, and
 * 28 was Andhra Pradesh before 2014, so neither is issued). The one list: the billing form's
 * select, the server's validation and the seller settings all read it.
 */
export const INDIAN_STATES = [
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'union territory' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'union territory' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union territory' },
  { code: '07', name: 'Delhi', kind: 'union territory' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '01', name: 'Jammu and Kashmir', kind: 'union territory' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'union territory' },
  { code: '31', name: 'Lakshadweep', kind: 'union territory' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'union territory' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
] as const satisfies readonly { code: string; name: string; kind: 'state' | 'union territory' }[];

export type IndianState = (typeof INDIAN_STATES)[number];
export type StateCode = IndianState['code'];

/** The GST state codes, for `z.enum`. */
export const STATE_CODES = INDIAN_STATES.map((state) => state.code) as [StateCode, ...StateCode[]];

/** Whether a string is one of the 36 GST state codes. */
export function isStateCode(value: string): value is StateCode {
  return INDIAN_STATES.some((state) => state.code === value);
}

/** The state or union territory of a GST state code; `undefined` for any other string. */
export function findState(code: string): IndianState | undefined {
  return INDIAN_STATES.find((state) => state.code === code);
}

/** `Maharashtra (27)`: how documents name a place of supply. */
export function stateLabel(code: StateCode): string {
  return `${findState(code)?.name ?? code} (${code})`;
}
