import { ApiError } from '@/lib/api/core';
import { toast, toastFailure } from '@/lib/toast';

describe('toastFailure', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  test("shows the backend's message when it answered one", () => {
    toastFailure(new ApiError(422, 'Only 1 of Headphones left in stock.'), 'Something went wrong');
    expect(error).toHaveBeenCalledWith('Only 1 of Headphones left in stock.', {});
  });

  test('shows the fallback for a dropped connection, with the popup options given', () => {
    toastFailure(new TypeError('Failed to fetch'), 'Something went wrong', { duration: 3000 });
    expect(error).toHaveBeenCalledWith('Something went wrong', { duration: 3000 });
  });

  test('leaves an ended session to the sign-in flow only when asked', () => {
    toastFailure(new ApiError(401, 'Unauthenticated.'), 'Something went wrong', { quietWhenSignedOut: true });
    expect(error).not.toHaveBeenCalled();
    toastFailure(new ApiError(401, 'Unauthenticated.'), 'Something went wrong');
    expect(error).toHaveBeenCalledWith('Unauthenticated.', {});
  });
});
