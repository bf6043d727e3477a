/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the probes' runtime (probe_runtime.c) and the recorder that reads it (probevalues.cpp) share: the
   plan the recorder gives the runtime, made from the program's debug information, and the events the
   runtime writes.

   The plan is a file of 32-bit words (SB_PROBE_PLAN):
     [0] SB_PLAN_MAGIC   [1] the number of probe sites   [2] where the sites' table starts
     [3] where the globals' list starts
     the sites' table: a word a site: where its variables' list starts
     a list: its count, then SB_VARIABLE_WORDS words a variable: its name number, where it is
       (enum sb_where), its offset or address (low word, high word), and its shape
     a shape, where its word is: its operation (enum sb_op), the bytes the value takes where it is, and
       its operands:
       SB_OP_NONE                       nothing is read (a pointer: shown as "?")
       SB_OP_BYTES                      the value's own bytes
       SB_OP_ARRAY  count size element  count elements of `size` bytes
       SB_OP_STRUCT fields (offset shape)...
       SB_OP_VECTOR size element        a std::vector: its elements, `size` bytes each
       SB_OP_STRING                     a std::string: its characters
       SB_OP_DEQUE  size element start finish   a std::deque: its elements, from its iterators at
                                        `start` and `finish` bytes into it
       SB_OP_TREE   header count offset size element    a std::set's or map's tree, in order: its header
                                        and its count at those offsets, each node's item `offset` bytes into
                                        it, `size` bytes
       SB_OP_CHAIN  first count offset size element ends   a linked list (a hash table's, a std::list's):
                                        its first link at `first`; `ends` 1 when it ends back there, 2 when
                                        it keeps no count and ends at a null link (a std::forward_list)
       SB_OP_REFERENCE target           a reference: what it refers to, read as `target`
       SB_OP_BITS   start finish        a std::vector<bool>: the bits from its iterators at `start` and
                                        `finish` bytes into it (each a word's address and a bit in it)
   The record is a header of 8 bytes (the bytes of events written, past the header) and the events,
   each a byte that names it and its operands (32-bit words and 64-bit numbers, little-endian):
     'F' depth name                  the frame at that depth (1: main) is now a call of the function of that
                                     frame name (the assembly's table __sb_function_frame)
     'L' site depth                  a stop at a probe site
     'V' depth index length bytes    the variable `index` of the stop's site changed: its new bytes
     'W' depth site index length bytes   a caller's variable changed, as it stood at `site`
     'G' index length bytes          a global changed
     'I' number, 'O' number          the input taken and the output written so far, when they moved
     'E' why                         the runtime stopped the program: SB_END_LIMIT, SB_END_OUTPUT, SB_END_FULL
                                     (the record had no room for the next stop's events: they are not there)
   A value's bytes are what its shape reads: a SB_OP_VECTOR, SB_OP_STRING, SB_OP_DEQUE, SB_OP_TREE, SB_OP_CHAIN,
   SB_OP_BITS or SB_OP_REFERENCE writes first a byte, SB_READ_OK or SB_READ_FAILED (its memory could not be read:
   shown as "?"), then (but a reference) its count as a 64-bit number (a deque, a tree, a chain: the count it
   read, with SB_MORE_ITEMS added past the cap), then its items (a string: its characters, all of them; a
   vector<bool>: a byte, the first bit's place in the first byte, then the bytes of its bits, SB_MAX_ITEMS of
   them at most; a reference: what it refers to). */
#ifndef SB_PROBE_FORMAT_H
#define SB_PROBE_FORMAT_H

#define SB_PLAN_MAGIC 0x31504253u /* "SBP1" */
#define SB_VARIABLE_WORDS 5
#define SB_CHAIN_OPEN 2             /* a chain's `ends`: no count, a null link ends it */
#define SB_MAX_ITEMS 10000          /* the items a list shows, as the debugger recorder's MAX_ITEMS */
#define SB_MAX_VECTOR 100000000     /* a vector counted larger is not made yet: shown as "?" */
#define SB_MAX_STRING (1u << 24)    /* a string longer than this is read as "?" */
#define SB_MORE_ITEMS (1ull << 62)

enum sb_where { SB_FRAME = 0, SB_ADDRESS = 1, SB_FRAME_REFERENCE = 2, SB_ADDRESS_REFERENCE = 3 };
enum sb_op { SB_OP_NONE = 0, SB_OP_BYTES = 1, SB_OP_ARRAY = 2, SB_OP_STRUCT = 3, SB_OP_VECTOR = 4, SB_OP_STRING = 5,
             SB_OP_DEQUE = 6, SB_OP_TREE = 7, SB_OP_CHAIN = 8, SB_OP_REFERENCE = 9, SB_OP_BITS = 10 };
enum sb_read { SB_READ_OK = 0, SB_READ_FAILED = 1 };
enum sb_end { SB_END_LIMIT = 1, SB_END_OUTPUT = 2, SB_END_FULL = 3 };

#endif
