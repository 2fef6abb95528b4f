import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../users/index.ts';

/**
 * One upload target handed out by `POST /api/car-images/upload`: what the per-user rate counts, and which targets
 * may still land (their POST policy has not expired). Kept only as long as either needs it.
 */
export const CarPhotoUpload = defineEntity({
  name: 'CarPhotoUpload',
  tableName: 'car_photo_upload',
  indexes: [{ name: 'car_photo_upload_user_created_index', properties: ['user', 'createdAt'] }],
  properties: {
    /** The object key the policy allows (`uploads/<userId>/<uuid>`). */
    key: p.string().length(200).primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type CarPhotoUpload = InferEntity<typeof CarPhotoUpload>;
