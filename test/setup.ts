// Lets React's act() know it runs inside a test environment (Ink component tests).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
