import { defineFrameConfig } from '@ladrive/platform/build';

export default defineFrameConfig({ entry: './src/frame/render-frame.tsx', distPath: 'dist-frame' });
