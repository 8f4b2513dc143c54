import { ApiError } from './core';
import { unlessMissing } from './missing';

const failing = (status: number) => () => Promise.reject(new ApiError(status, 'x'));

describe('unlessMissing', () => {
  it('reads 404 and 422 as missing, and other statuses only when the call names them', async () => {
    await expect(unlessMissing(() => Promise.resolve(1))).resolves.toBe(1);
    await expect(unlessMissing(failing(404))).resolves.toBeNull();
    await expect(unlessMissing(failing(422))).resolves.toBeNull();
    await expect(unlessMissing(failing(400))).rejects.toMatchObject({ status: 400 });
    // The original's answer for an unknown blog post.
    await expect(unlessMissing(failing(400), [400])).resolves.toBeNull();
    await expect(unlessMissing(failing(500), [400])).rejects.toMatchObject({ status: 500 });
  });
});
