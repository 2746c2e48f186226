// SDL2 plus SDL_image for PNG screenshots (Debian: libsdl2-dev, libsdl2-image-dev). Text is
// Pango's (CPango).
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>

// The window system's own time of an input event (issue 19: the share of latency before the app).
// SDL_syswm.h brings in Xlib, whose `Window` and `Font` would shadow ReorderSDL's types of those
// names for anybody importing both: renamed while it is read, as SDL itself renames `Cursor`.
#define Window X11Window
#define Font X11Font
#define Time X11Time
#define Display X11Display
#include <SDL2/SDL_syswm.h>
#undef Window
#undef Font
#undef Time
#undef Display

/// The X server's time (milliseconds, its own 32-bit clock) of the core input event an
/// SDL_SYSWMEVENT carries a copy of: a button, a motion or a key. Returns 1 and sets
/// `*serverMilliseconds` for those, 0 for any other event (XInput2's touch events among them: SDL
/// takes their data from Xlib before the app could, so their time cannot be had).
static inline int reorder_window_system_input_time(const SDL_Event *event, unsigned long *serverMilliseconds) {
#if defined(SDL_VIDEO_DRIVER_X11)
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL || event->syswm.msg->subsystem != SDL_SYSWM_X11) return 0;
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    switch (x->type) {
    case ButtonPress: case ButtonRelease: *serverMilliseconds = x->xbutton.time; return 1;
    case MotionNotify: *serverMilliseconds = x->xmotion.time; return 1;
    case KeyPress: case KeyRelease: *serverMilliseconds = x->xkey.time; return 1;
    default: return 0;
    }
#else
    (void)event; (void)serverMilliseconds;
    return 0;
#endif
}
