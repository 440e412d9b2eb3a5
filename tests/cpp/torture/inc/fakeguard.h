#ifndef FAKE_GUARD
#define FAKE_GUARD
fake_inside
#endif
fake_after_endif
