// The map app arrives with the route planner; the bundle exists from the start so the build is whole.
export {};
