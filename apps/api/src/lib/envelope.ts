/** The success envelope of every answer (`{ success, data, message }`). */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, data, message };
}
