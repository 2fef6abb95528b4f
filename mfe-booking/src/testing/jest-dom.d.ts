// The jest-dom matchers (toBeInTheDocument, …) that the shared vitest setup registers.
import '@testing-library/jest-dom/vitest';
