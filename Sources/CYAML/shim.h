// libyaml, for `libinput record` files (Debian: libyaml-dev, pkg-config yaml-0.1). Only ReorderImport's
// YAMLEvents imports it.
#include <yaml.h>
