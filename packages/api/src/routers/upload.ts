import { router } from '../trpc';

// Uploads: createUploadUrl.
export const uploadRouter = router({});
