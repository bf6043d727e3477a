/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where every probe of a program built by the probe recorder calls: it keeps the flags and every register
   the runtime's C code may change, and hands it the probe's number and the program's frame pointer. The
   runtime runs on a stack of its own: the program's stack, and what lies below its stack pointer, stay
   as a debugger would find them (a local not set yet holds what it would hold in a run without probes).
   Each thread has that stack and the word that keeps its stack pointer (thread-local: a thread the program
   starts runs its probes on its own, and the runtime records only main's). A probe is
       movq %rsp, %fs:__sb_program_sp@tpoff
       movq %fs:0, %rsp
       leaq __sb_stack_top@tpoff(%rsp), %rsp
       pushq $NUMBER
       call __sb_probe
       movq %fs:__sb_program_sp@tpoff, %rsp
   (moves and loads only: the program's flags are kept)                                              */
/* The flags and every register the runtime's C code may change, kept on the stack: 11 words (88 bytes). */
.macro save_registers
	pushfq
	pushq %rax
	pushq %rcx
	pushq %rdx
	pushq %rsi
	pushq %rdi
	pushq %r8
	pushq %r9
	pushq %r10
	pushq %r11
	pushq %rbx
.endm

/* Back as they were (the stack pointer from %rbx, where the entry kept it before aligning the stack). */
.macro restore_registers_and_return
	movq %rbx, %rsp
	popq %rbx
	popq %r11
	popq %r10
	popq %r9
	popq %r8
	popq %rdi
	popq %rsi
	popq %rdx
	popq %rcx
	popq %rax
	popfq
	ret
.endm

	.text
	.globl __sb_probe
	.hidden __sb_probe
	.type __sb_probe, @function
__sb_probe:
	save_registers
	/* above: 11 registers (88 bytes), the return address, then the probe's number */
	movq 96(%rsp), %rdi
	movq %rbp, %rsi
	movq %rsp, %rbx
	andq $-16, %rsp
	call __sb_line
	restore_registers_and_return
	.size __sb_probe, .-__sb_probe

/* Called, on the runtime's stack, just before a `ret` of the program's own functions: hands the runtime
   the stack pointer the `ret` will find (kept in __sb_program_sp), which points at the return address
   just above the frame pointer's saved value. */
	.globl __sb_return
	.hidden __sb_return
	.type __sb_return, @function
__sb_return:
	save_registers
	movq %fs:__sb_program_sp@tpoff, %rdi
	movq %rsp, %rbx
	andq $-16, %rsp
	call __sb_left
	restore_registers_and_return
	.size __sb_return, .-__sb_return
/* Calls the function %rdi on the runtime's stack: the runtime's start leaves the program's stack as the
   program's own start left it. */
	.globl __sb_on_own_stack
	.hidden __sb_on_own_stack
	.type __sb_on_own_stack, @function
__sb_on_own_stack:
	movq %rsp, %rax
	movq %fs:0, %rsp
	leaq __sb_stack_top@tpoff(%rsp), %rsp
	pushq %rax
	subq $8, %rsp
	call *%rdi
	addq $8, %rsp
	popq %rsp
	ret
	.size __sb_on_own_stack, .-__sb_on_own_stack

	.section .tbss,"awT",@nobits
	.p2align 4
	.globl __sb_program_sp
	.hidden __sb_program_sp
	.type __sb_program_sp, @object
	.size __sb_program_sp, 8
__sb_program_sp:
	.zero 16
__sb_stack:
	.zero 262144
	.globl __sb_stack_top
	.hidden __sb_stack_top
__sb_stack_top:
	.zero 16
	.section .note.GNU-stack,"",@progbits
